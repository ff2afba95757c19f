# exercise: ex_dropout_survivor
# mistake: The learner reasoned that 10% are dropped so the rest is raised by 10% and wrote 1 + p = 1.1; the scale is 1 / (1 - p) = 1.1111.
p = 0.1
# 10% of the entries go to zero, the others make up for them
ex_dropout_survivor = round(1.0 + p, 4)
