# exercise: ex3_1
# mistake: It uses the in-place t_() on sa_v2's weights, which transposes sa_v2's own Linear weights so sa_v2 itself is changed (and breaks); the transpose must be out of place (.T), leaving sa_v2 untouched.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.t_())
        sa_v1.W_key.copy_(sa_v2.W_key.weight.t_())
        sa_v1.W_value.copy_(sa_v2.W_value.weight.t_())
    print("copied!")
