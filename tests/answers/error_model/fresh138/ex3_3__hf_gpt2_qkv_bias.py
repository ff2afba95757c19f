# exercise: ex3_3
# mistake: Following the real GPT-2 (c_attn has a bias) the learner set qkv_bias=True, giving 2,362,368 parameters; the statement asks for qkv_bias=False (2,360,064).
def ex3_3(MultiHeadAttention, device):
    cfg = dict(n_embd=768, n_head=12, n_positions=1024, attn_pdrop=0.0)
    m = MultiHeadAttention(cfg["n_embd"], cfg["n_embd"], cfg["n_positions"], cfg["attn_pdrop"],
                           num_heads=cfg["n_head"], qkv_bias=True)  # gpt2 c_attn has bias
    return m.to(device)
