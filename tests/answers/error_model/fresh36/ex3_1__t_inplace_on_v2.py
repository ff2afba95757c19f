# exercise: ex3_1
# mistake: Transposes sa_v2's weights with the in-place t_() while copying, so sa_v1 gets the right numbers but sa_v2's Linear layers are left holding transposed (d_in, d_out) weights and no longer compute what they did; it should use the non-mutating .T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.t_())
        sa_v1.W_key.copy_(sa_v2.W_key.weight.t_())
        sa_v1.W_value.copy_(sa_v2.W_value.weight.t_())
