# exercise: ex3_3
# style: builds the module directly on the device with the `with torch.device(device):` context manager (no .to), from a GPT_CONFIG dict.
import torch

GPT_CONFIG_124M = {
    "vocab_size": 50257,
    "context_length": 1024,
    "emb_dim": 768,
    "n_heads": 12,
    "drop_rate": 0.0,
    "qkv_bias": False,
}


def ex3_3(MultiHeadAttention, device):
    cfg = GPT_CONFIG_124M
    with torch.device(device):
        return MultiHeadAttention(
            d_in=cfg["emb_dim"], d_out=cfg["emb_dim"], context_length=cfg["context_length"],
            dropout=cfg["drop_rate"], num_heads=cfg["n_heads"], qkv_bias=cfg["qkv_bias"],
        )
