# exercise: ex3_2
# mistake: The learner builds the wrapper from a config dict with qkv_bias=True, so the query, key and value layers have biases; the statement asks for the book's layers without bias (qkv_bias=False).
import torch
from torch import nn

cfg = {
    "d_in": 3,
    "d_out": 1,           # per head, 2 heads -> 2 dims
    "context_length": 6,
    "drop_rate": 0.0,
    "n_heads": 2,
    "qkv_bias": True,     # GPT-2 style
}


def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(
        cfg["d_in"], cfg["d_out"], cfg["context_length"], cfg["drop_rate"],
        num_heads=cfg["n_heads"], qkv_bias=cfg["qkv_bias"],
    )
