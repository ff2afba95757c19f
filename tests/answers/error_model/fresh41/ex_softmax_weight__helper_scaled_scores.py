# exercise: ex_softmax_weight
# mistake: Reuses a score helper that scales by sqrt(d) by default, so the softmax is taken over ω/sqrt(3) and gives 0.2070; the statement asks for the raw, unscaled scores (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])


def attn_weights(q, keys, scale=True, dim=-1):
    s = keys @ q
    if scale:
        s = s / q.shape[-1] ** 0.5
    return torch.softmax(s, dim=dim)


w = attn_weights(inputs[1], inputs)
print(w, w.sum())
ex_softmax_weight = round(w[1].item(), 4)
