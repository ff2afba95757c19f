# exercise: ex3_3
# mistake: The learner sets qkv_bias=True to match the real GPT-2 (2,362,368 parameters); the statement asks for qkv_bias=False, 2,360,064 parameters.
from functools import partial

GPT2_SMALL = {"emb_dim": 768, "context_length": 1024, "n_heads": 12, "drop_rate": 0.0, "qkv_bias": True}


def ex3_3(MultiHeadAttention, device):
    c = GPT2_SMALL
    build = partial(MultiHeadAttention, c["emb_dim"], c["emb_dim"], c["context_length"], c["drop_rate"])
    return build(num_heads=c["n_heads"], qkv_bias=c["qkv_bias"]).to(device)
