# exercise: ex3_3
# mistake: Takes the dropout from the book's GPT_CONFIG_124M (drop_rate 0.1) instead of the 0.0 the statement asks for, so the module's dropout is active in training mode.
import torch

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
    c = GPT_CONFIG_124M
    mha = MultiHeadAttention(d_in=c["emb_dim"], d_out=c["emb_dim"], context_length=c["context_length"],
                             dropout=c["drop_rate"], num_heads=c["n_heads"], qkv_bias=c["qkv_bias"])
    return mha.to(torch.device(device))
