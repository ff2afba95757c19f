# exercise: ex3_3
# mistake: The learner passes the embedding size 768 as the context length, so the mask is 768 x 768 and inputs longer than 768 tokens fail; the context length must be 1024. [cond: only visible for the mask size / sequences longer than 768 tokens]
class GPTSized:
    def __init__(self, width=768, heads=12, ctx=None):
        self.width = width
        self.heads = heads
        self.ctx = ctx if ctx is not None else width

    def make(self, cls, device):
        return cls(self.width, self.width, self.ctx, 0.0, num_heads=self.heads).to(device)


def ex3_3(MultiHeadAttention, device):
    return GPTSized().make(MultiHeadAttention, device)
