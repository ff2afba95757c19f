# exercise: ex_dropout_survivor
# mistake: The learner scaled survivors up by "adding back the dropped 10 %", 1 + p = 1.1, instead of dividing by the keep probability, 1 / (1 - p) = 1.1111.
p = 0.1
ex_dropout_survivor = round(1 + p, 4)
