# exercise: ex3_1
# mistake: Thinking of Hugging Face's Conv1D layout (in, out), the learner copies sa_v2's nn.Linear weights as they are; nn.Linear stores (d_out, d_in), so each must be transposed (weight.T) to the (d_in, d_out) matrix that x @ W needs.
# mistake_zh: 受 Hugging Face Conv1D 权重布局 (in, out) 的影响，直接照搬 nn.Linear 的权重；但 nn.Linear 存的是 (d_out, d_in)，必须转置（weight.T）成 x @ W 需要的 (d_in, d_out)。
# keywords: transpose, weight.T, nn.Linear, (d_out, d_in)
import torch


def ex3_1(sa_v1, sa_v2):
    # HF-style port: the projection weights are already laid out (in_features, out_features)
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight
        setattr(sa_v1, name, torch.nn.Parameter(w.detach().clone()))
