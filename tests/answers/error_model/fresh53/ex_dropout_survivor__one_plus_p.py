# exercise: ex_dropout_survivor
# mistake: The learner scaled survivors by 1 + p = 1.1 to "make up for" the dropped 10 %; the expectation is kept by 1/(1 - p) = 1.1111.
p = 0.1
ex_dropout_survivor = round(1 + p, 4)
