# exercise: ex_dropout_survivor
# mistake: The learner scaled survivors by 1 + p = 1.1 (first-order approximation of 1/(1-p)); the exact factor keeping the expectation is 1/(1 - p) = 1.1111.
p = 0.1
# expectation: keep*(scale) = 1  ->  scale ~ 1 + p
scale = 1 + p
ex_dropout_survivor = round(1.0 * scale, 4)
