# exercise: ex3_1
# mistake: The learner copied in the wrong direction: sa_v2's Linear weights are overwritten with sa_v1's matrices (transposed), so both agree but sa_v1 does not return what the original sa_v2 returned; sa_v1's parameters must receive sa_v2's weights transposed.
import torch


def ex3_1(sa_v1, sa_v2):
    # Conv1D-style: v1 already holds (d_in, d_out) like gpt2's c_attn, so make the Linear match it
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            conv_w = getattr(sa_v1, name)          # (d_in, d_out)
            lin = getattr(sa_v2, name)             # weight (d_out, d_in)
            lin.weight.copy_(conv_w.T)
