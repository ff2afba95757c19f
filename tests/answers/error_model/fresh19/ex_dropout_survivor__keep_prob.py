# exercise: ex_dropout_survivor
# mistake: Treats p = 0.1 as TF1's keep_prob, scaling survivors by 1/0.1 = 10.0; p is the drop probability, so survivors are 1/(1 - 0.1) = 1.1111.
p = 0.1
# tf.nn.dropout(x, keep_prob=p): kept entries are divided by keep_prob
ex_dropout_survivor = round(1.0 / p, 4)
