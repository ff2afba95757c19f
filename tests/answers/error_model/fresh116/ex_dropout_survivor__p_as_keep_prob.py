# exercise: ex_dropout_survivor
# mistake: Read p = 0.1 as TF1's keep_prob and divided by 0.1 giving 10; in PyTorch p is the drop probability, survivors are 1/(1 - 0.1) = 1.1111.
# tf.nn.dropout(x, keep_prob=0.1) scales by 1/keep_prob
keep_prob = 0.1
ex_dropout_survivor = 1 / keep_prob
