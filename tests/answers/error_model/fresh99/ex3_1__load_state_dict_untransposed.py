# exercise: ex3_1
# mistake: The learner renamed sa_v2's state_dict keys and loaded them into sa_v1 without transposing, which fails with a size mismatch ((d_out, d_in) into (d_in, d_out)) or, when d_in == d_out, silently loads untransposed weights; each weight must be transposed before loading.
def ex3_1(sa_v1, sa_v2):
    sd_2 = sa_v2.state_dict()
    sd_1 = {}
    for key, W in sd_2.items():
        # "W_query.weight" -> "W_query"
        sd_1[key.split(".")[0]] = W
    sa_v1.load_state_dict(sd_1)
