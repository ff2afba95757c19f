# exercise: ex_dropout_survivor
# mistake: The learner scaled survivors by 1/p = 10 instead of 1/(1−p); the value is 1/0.9 = 1.1111.
p = 0.1
scale = 1 / p
ex_dropout_survivor = round(1.0 * scale, 4)
