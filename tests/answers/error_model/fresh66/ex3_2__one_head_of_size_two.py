# exercise: ex3_2
# mistake: To get 2-dimensional outputs the learner kept d_out=2 and lowered num_heads to 1, which gives the right shape with a single head; the exercise asks for num_heads=2 heads of d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    # first try gave (2, 6, 4) with num_heads=2, d_out=2 -> halve the heads
    return MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=1)
