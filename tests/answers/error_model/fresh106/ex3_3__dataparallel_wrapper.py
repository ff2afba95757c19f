# exercise: ex3_3
# mistake: Wrapped the module in torch.nn.DataParallel (from a multi-GPU tutorial), so it returns a DataParallel, not a MultiHeadAttention (attributes like num_heads and the parameter names move under .module); return the MultiHeadAttention itself.
import torch


def ex3_3(MultiHeadAttention, device):
    GPT_CONFIG_124M = {
        "context_length": 1024,
        "emb_dim": 768,
        "n_heads": 12,
        "drop_rate": 0.0,
        "qkv_bias": False,
    }
    cfg = GPT_CONFIG_124M
    att = MultiHeadAttention(cfg["emb_dim"], cfg["emb_dim"], cfg["context_length"],
                             cfg["drop_rate"], num_heads=cfg["n_heads"], qkv_bias=cfg["qkv_bias"])
    model = torch.nn.DataParallel(att)
    model.to(device)
    print(sum(p.numel() for p in model.parameters()))
    return model
