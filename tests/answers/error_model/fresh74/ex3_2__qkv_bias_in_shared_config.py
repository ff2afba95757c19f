# exercise: ex3_2
# mistake: The learner's shared config dict turns on qkv_bias=True; the shape is (2, 6, 2), but the statement asks for the book's query, key and value layers without bias (qkv_bias=False).
class Cfg:
    base = dict(d_in=3, context_length=6, dropout=0.0, qkv_bias=True)

    @classmethod
    def for_heads(cls, num_heads, total_out):
        kw = dict(cls.base)
        kw["d_out"] = total_out // num_heads
        kw["num_heads"] = num_heads
        return kw


def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(**Cfg.for_heads(2, 2))
