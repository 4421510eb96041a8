import SharedKit

let greeting = SharedKit.greeting
