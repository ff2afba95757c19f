# exercise: ex3_1
# mistake: Loads sa_v2's transposed state_dict into sa_v1 with strict=False, but its keys are 'W_query.weight' etc. while sa_v1's are 'W_query', so nothing is loaded and sa_v1 keeps its own weights; the keys must be renamed to W_query/W_key/W_value.
import torch


def ex3_1(sa_v1, sa_v2):
    # v2 stores (out, in), v1 wants (in, out): transpose the last two dims of every tensor
    new_state = {k: v.transpose(-2, -1).clone() for k, v in sa_v2.state_dict().items()}
    # strict=False because v2 could have biases that v1 doesn't
    sa_v1.load_state_dict(new_state, strict=False)
