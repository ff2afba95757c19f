# exercise: ex3_2
# mistake: The learner passed dropout=1.0 reading it as the keep probability; the argument is the drop probability and must be 0.0 (with 1.0 every weight is dropped in training mode).
def ex3_2(MultiHeadAttentionWrapper):
    keep = 1.0      # keep every attention weight
    return MultiHeadAttentionWrapper(3, 1, 6, keep, num_heads=2)
