# exercise: ex_dropout_survivor
# mistake: Reads p = 0.1 as TF1's keep_prob and scales survivors by 1/0.1 = 10; in PyTorch p is the drop probability, so survivors are 1/(1 − 0.1) = 1.1111.
# tf.nn.dropout(x, keep_prob=0.1) scales by 1 / keep_prob
keep_prob = 0.1
ex_dropout_survivor = round(1.0 / keep_prob, 4)
