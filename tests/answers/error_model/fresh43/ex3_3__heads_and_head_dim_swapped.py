# exercise: ex3_3
# mistake: Passes num_heads=64, the per-head size, instead of 12 heads (of 64 dims each); the parameter count is the same but the module has 64 heads of 12 dims.
import torch


def ex3_3(MultiHeadAttention, device: torch.device | str):
    d = 768
    head_dim = d // 12
    mha = MultiHeadAttention(d_in=d, d_out=d, context_length=1024, dropout=0.0, num_heads=head_dim)
    assert mha.d_out == 768
    return mha.to(device)
