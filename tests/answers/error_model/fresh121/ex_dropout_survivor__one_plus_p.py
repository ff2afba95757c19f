# exercise: ex_dropout_survivor
# mistake: Scales survivors by 1 + p = 1.1 to "make up" for the dropped 10 %; the expectation is kept by 1 / (1 - p) = 1.1111.
p = 0.1
ex_dropout_survivor = 1 + p  # survivors make up for the 10% that were dropped
