# exercise: ex3_2
# mistake: After building the wrapper the learner loads head 0's state_dict into head 1 ('same init for both heads'), so the two heads are identical and the weights differ from the freshly built wrapper; the wrapper should be returned as constructed.
def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    # same start for every head, like restarting training from a checkpoint
    ref = mha.heads[0].state_dict()
    for head in mha.heads[1:]:
        head.load_state_dict(ref)
    return mha
