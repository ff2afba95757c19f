# exercise: ex3_1
# mistake: The learner loaded sa_v2's state_dict with strict=False: its keys are "W_query.weight" etc. while v1's are "W_query", so nothing is loaded and sa_v1 keeps its own weights; the transposed weights must be copied into W_query, W_key, W_value.
def ex3_1(sa_v1, sa_v2):
    # transpose every matrix, v1 computes x @ W
    state = {k: v.T for k, v in sa_v2.state_dict().items()}
    # strict=False: v2 may have bias entries that v1 does not have
    sa_v1.load_state_dict(state, strict=False)
