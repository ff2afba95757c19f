# exercise: ex_dropout_survivor
# mistake: The learner scales survivors up by "p more", 1 + p = 1.1, instead of dividing by the keep probability: 1 / (1 - p) = 1.1111.
p = 0.1
scale = 1 + p  # make up for the dropped 10%
ex_dropout_survivor = round(1.0 * scale, 4)
