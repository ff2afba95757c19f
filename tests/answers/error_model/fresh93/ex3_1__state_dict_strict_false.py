# exercise: ex3_1
# mistake: Loads sa_v2's state_dict with strict=False but keeps the keys 'W_query.weight' etc., which match none of sa_v1's parameter names, so nothing is loaded and sa_v1 keeps its own weights; the keys must be renamed to 'W_query', 'W_key', 'W_value' (or the parameters assigned directly).
import torch


def ex3_1(sa_v1, sa_v2):
    # transpose everything because Linear stores (d_out, d_in)
    sd = {k: v.T for k, v in sa_v2.state_dict().items()}
    # strict=False: v1 has no bias entries
    sa_v1.load_state_dict(sd, strict=False)
