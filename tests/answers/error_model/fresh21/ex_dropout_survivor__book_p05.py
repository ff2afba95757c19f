# exercise: ex_dropout_survivor
# mistake: The learner kept the book's value for p = 0.5 (survivors become 2.0); for p = 0.1 survivors are 1 / (1 - 0.1) = 1.1111.
# dropout scales the surviving entries up (the book's example shows 2.)
ex_dropout_survivor = 2.0
