# exercise: ex_dropout_survivor
# mistake: The learner copied the book's dropout example, which uses p = 0.5 (survivors 2.0), instead of scaling by 1/(1 − 0.1) = 1.1111 for p = 0.1.
# dropout scales the kept entries up so the expected value stays the same (book: ones -> 2.)
ex_dropout_survivor = 2.0
