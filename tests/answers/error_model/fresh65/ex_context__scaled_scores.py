# exercise: ex_context
# mistake: The learner's self-attention function scales scores by 1/sqrt(d_k) by default, so z2 = [0.4362, 0.6228, 0.5523]; the question uses the softmax of the raw dot products, z2 = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)


def simple_self_attention(x, scale=True, return_weights=False):
    s = x @ x.T
    if scale:
        s = s / x.shape[-1] ** 0.5
    w = torch.softmax(s, dim=-1)
    ctx = w @ x
    return (ctx, w) if return_weights else ctx


z = simple_self_attention(inputs)
ex_context = [round(v, 4) for v in z[1].tolist()]
