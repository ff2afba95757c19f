# exercise: ex3_2
# mistake: Takes the dropout from a GPT-2-like config default (attn_pdrop=0.1) instead of the book's 0.0, so the returned wrapper randomly drops attention weights in training mode.
class Cfg:
    hidden_size = 3
    num_attention_heads = 2
    max_position_embeddings = 6
    attn_pdrop = 0.1
    context_dim = 2


def ex3_2(MultiHeadAttentionWrapper):
    cfg = Cfg()
    d_out = cfg.context_dim // cfg.num_attention_heads
    return MultiHeadAttentionWrapper(cfg.hidden_size, d_out, cfg.max_position_embeddings,
                                     cfg.attn_pdrop, num_heads=cfg.num_attention_heads)
