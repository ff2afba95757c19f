# exercise: ex3_3
# mistake: TF1 keep_prob habit: passes dropout = 1.0 meaning "keep everything", but the book's argument is the drop probability, so nn.Dropout(p=1.0) zeroes all attention weights in training mode (output = out_proj bias only). Right: dropout = 0.0. Sizes, parameter count (2,360,064) and device are right.
GPT2_SMALL = dict(d_in=768, d_out=768, context_length=1024, num_heads=12)


def ex3_3(MultiHeadAttention, device):
    keep_prob = 1.0  # no dropout: keep every unit
    return MultiHeadAttention(dropout=keep_prob, qkv_bias=False, **GPT2_SMALL).to(device)
