# exercise: ex3_1
# mistake: The learner transposed v2's state_dict entries but kept their keys ("W_query.weight", ...), which v1 does not have, and loaded with strict=False, so nothing is loaded and sa_v1 keeps its own weights; the keys must be renamed to "W_query", "W_key", "W_value".
import torch


def ex3_1(sa_v1, sa_v2):
    sd = {k: v.T for k, v in sa_v2.state_dict().items()}
    result = sa_v1.load_state_dict(sd, strict=False)
    print("loaded:", result)
