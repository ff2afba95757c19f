# exercise: ex_dropout_survivor
# mistake: The learner scales the survivors by 1 + p = 1.1; the exact scale is 1/(1 - p) = 1.1111.
p = 0.1
scale = 1 + p  # make up for the dropped ones
ex_dropout_survivor = round(scale, 4)
