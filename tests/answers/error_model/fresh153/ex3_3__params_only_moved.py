# exercise: ex3_3
# mistake: Moves only the parameters to the device via p.data, so the causal mask buffer stays on the CPU and the module fails on a GPU; call .to(device) on the whole module. [cond: only when device is a GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    if isinstance(device, str):
        device = torch.device(device)
    if device.type == "cuda" and not torch.cuda.is_available():
        device = torch.device("cpu")
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=False)
    for p in mha.parameters():
        p.data = p.data.to(device)
    n_params = sum(p.numel() for p in mha.parameters())
    assert n_params == 2_360_064, n_params
    return mha
