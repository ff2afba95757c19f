# exercise: ex3_2
# mistake: Got the 2-dimensional output with one head of size 2 (num_heads=1, d_out=2); the statement requires num_heads=2 with d_out=1 each.
def ex3_2(MultiHeadAttentionWrapper):
    # output dim should be 2
    for h in (1, 2):
        d_out = 2 // h
        if d_out * h == 2:
            break
    return MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=h)
