# exercise: ex3_3
# mistake: The learner enables qkv_bias to match the real GPT-2 (2,362,368 parameters), but the statement asks for qkv_bias=False (the book's default, 2,360,064 parameters).
class GPT2AttentionFactory:
    emb = 768
    heads = 12
    ctx = 1024

    def __init__(self, cls):
        self.cls = cls

    def __call__(self, device):
        m = self.cls(self.emb, self.emb, self.ctx, 0.0, num_heads=self.heads, qkv_bias=True)
        return m.to(device)


def ex3_3(MultiHeadAttention, device):
    return GPT2AttentionFactory(MultiHeadAttention)(device)
