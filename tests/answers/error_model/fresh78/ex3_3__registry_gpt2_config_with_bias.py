# exercise: ex3_3
# mistake: The learner's preset registry copies the real GPT-2 config including qkv_bias=True, giving 2,362,368 parameters; the exercise asks for qkv_bias=False (2,360,064).
PRESETS = {
    "gpt2-small": dict(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12, qkv_bias=True),
    "tiny": dict(d_in=3, d_out=2, context_length=6, dropout=0.0, num_heads=2, qkv_bias=False),
}


def from_preset(cls, name, **overrides):
    cfg = {**PRESETS[name], **overrides}
    return cls(**cfg)


def ex3_3(MultiHeadAttention, device):
    return from_preset(MultiHeadAttention, "gpt2-small").to(device)
