# exercise: ex3_3
# mistake: The learner takes the dropout from the book's GPT_CONFIG_124M (drop_rate 0.1) instead of the 0.0 the statement asks for, so the module drops attention weights in training mode.
import torch
from torch import nn

GPT_CONFIG_124M = {
    "vocab_size": 50257,
    "context_length": 1024,
    "emb_dim": 768,
    "n_heads": 12,
    "n_layers": 12,
    "drop_rate": 0.1,
    "qkv_bias": False,
}


def ex3_3(MultiHeadAttention, device):
    cfg = GPT_CONFIG_124M
    att = MultiHeadAttention(
        d_in=cfg["emb_dim"], d_out=cfg["emb_dim"], context_length=cfg["context_length"],
        dropout=cfg["drop_rate"], num_heads=cfg["n_heads"], qkv_bias=cfg["qkv_bias"],
    )
    return att.to(device)
