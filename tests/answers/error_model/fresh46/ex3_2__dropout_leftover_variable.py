# exercise: ex3_2
# mistake: The learner passes the notebook variable `dropout`, which an earlier cell set to 0.1 for the dropout demo, so the wrapper drops attention weights in training mode and outputs are random; the exercise asks for dropout 0.0.
d_in, d_out = 3, 2
context_length = 6
dropout = 0.0

# --- cell: dropout demo ---
dropout = 0.1

# --- cell: exercise 3.2 ---
d_out = 1


def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout, num_heads=2)
