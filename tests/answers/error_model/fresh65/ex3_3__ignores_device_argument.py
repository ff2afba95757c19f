# exercise: ex3_3
# mistake: The function overwrites the device argument with "cuda if available else cpu", so on a machine with a GPU a module requested on the CPU ends up on CUDA; it must be moved to exactly the device passed in. [cond: only when CUDA is available and a different device (e.g. cpu) is requested]
import torch

GPT2_SMALL = {"emb_dim": 768, "n_heads": 12, "context_length": 1024, "drop_rate": 0.0, "qkv_bias": False}


def ex3_3(MultiHeadAttention, device):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    cfg = GPT2_SMALL
    mha = MultiHeadAttention(cfg["emb_dim"], cfg["emb_dim"], cfg["context_length"],
                             cfg["drop_rate"], num_heads=cfg["n_heads"], qkv_bias=cfg["qkv_bias"])
    return mha.to(device)
