# exercise: ex_dropout_survivor
# mistake: The learner copied the book's survivor value 2.0, which is for p = 0.5; with p = 0.1 survivors are scaled by 1/(1-p) = 1.1111.
ex_dropout_survivor = 2.0  # survivors doubled (book, dropout on the 6x6 ones)
