# exercise: ex_dropout_survivor
# mistake: Scaled by 1 + p (1.1), thinking the survivors grow by the dropped fraction; they are divided by the keep probability: 1/(1 - p) = 1.1111.
p = 0.1
scale = 1 + p
ex_dropout_survivor = round(scale, 4)
