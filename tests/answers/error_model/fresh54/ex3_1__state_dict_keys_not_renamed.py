# exercise: ex3_1
# mistake: The learner loads sa_v2's transposed state_dict into sa_v1 with strict=False, but the keys are still 'W_query.weight' etc., so nothing is loaded and sa_v1 keeps its own weights; the keys must be renamed to 'W_query', 'W_key', 'W_value' (or the parameters assigned directly).
import torch


def ex3_1(sa_v1, sa_v2):
    sd = {k: v.T.clone() for k, v in sa_v2.state_dict().items()}
    # strict=False because v1 has no bias entries
    missing = sa_v1.load_state_dict(sd, strict=False)
    print(missing)
