# exercise: ex_dropout_survivor
# mistake: The learner treated 0.1 as TF1's keep_prob, scaling survivors by 1/0.1 = 10; with drop probability p = 0.1 survivors are 1/(1 − p) = 1.1111.
p = 0.1
# tf.nn.dropout(x, keep_prob) -> x / keep_prob
ex_dropout_survivor = round(1.0 / p, 4)
