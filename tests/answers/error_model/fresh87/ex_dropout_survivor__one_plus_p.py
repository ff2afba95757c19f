# exercise: ex_dropout_survivor
# mistake: The learner scales survivors by 1 + p = 1.1 (to "add back" the dropped 10%); the scale is 1 / (1 - p) = 1.1111.
ex_dropout_survivor = 1.1
